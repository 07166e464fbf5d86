import { describe, expect, it } from 'vitest';
import {
  orderActions,
  orderActionsByState,
  orderTotal,
  quantityEditable,
  transactionActions,
} from './order-rules.js';

describe('orderActionsByState', () => {
  it('accepts only a paid order with a paid transaction', () => {
    expect(orderActionsByState({ status: 'paid', transactionStatus: 'paid' }).accept).toBe(true);
    expect(orderActionsByState({ status: 'paid', transactionStatus: 'pending' }).accept).toBe(
      false,
    );
    expect(orderActionsByState({ status: 'new', transactionStatus: 'paid' }).accept).toBe(false);
    expect(orderActionsByState({ status: 'completed', transactionStatus: 'paid' }).accept).toBe(
      false,
    );
  });

  it('rejects and edits only an open order; the spreadsheet only for a completed one', () => {
    expect(orderActionsByState({ status: 'new', transactionStatus: null })).toEqual({
      accept: false,
      reject: true,
      spreadsheet: false,
      edit: true,
    });
    expect(orderActionsByState({ status: 'completed', transactionStatus: 'paid' })).toEqual({
      accept: false,
      reject: false,
      spreadsheet: true,
      edit: false,
    });
    expect(orderActionsByState({ status: 'rejected', transactionStatus: 'expired' })).toEqual({
      accept: false,
      reject: false,
      spreadsheet: false,
      edit: false,
    });
  });
});

describe('orderTotal', () => {
  it('multiplies in decimal, never in floating point', () => {
    expect(orderTotal('0.10', 3)).toBe('0.30');
    expect(orderTotal('1250.55', 7)).toBe('8753.85');
    expect(orderTotal('999999999.99', 1000)).toBe('999999999990.00');
  });

  it('has no total for a missing, fractional or non-positive quantity', () => {
    expect(orderTotal('10.00', undefined)).toBeNull();
    expect(orderTotal('10.00', 0)).toBeNull();
    expect(orderTotal('10.00', 1.5)).toBeNull();
    expect(orderTotal('not a number', 2)).toBeNull();
  });
});

describe('orderActions', () => {
  it('is what the state allows and the caller holds the permission for', () => {
    const paid = { status: 'paid', transactionStatus: 'paid' } as const;
    expect(orderActions(paid, () => true)).toEqual({
      accept: true,
      reject: true,
      spreadsheet: false,
      edit: true,
    });
    expect(orderActions(paid, (permission) => permission === 'admin:order:reject')).toEqual({
      accept: false,
      reject: true,
      spreadsheet: false,
      edit: false,
    });
  });

  it('the quantity changes only while the order is new', () => {
    expect(quantityEditable('new')).toBe(true);
    expect(quantityEditable('paid')).toBe(false);
  });
});

describe('transactionActions', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  const waiting = {
    status: 'pending',
    method: 'bank-transfer',
    waitUntil: '2026-11-26T12:00:00Z',
  } as const;

  it('a bank transfer still waiting may be confirmed and extended', () => {
    expect(transactionActions(waiting, () => true, now)).toEqual({ accept: true, extend: true });
    // an online payment is confirmed by its provider, not by staff
    expect(transactionActions({ ...waiting, method: 'paypal' }, () => true, now)).toEqual({
      accept: false,
      extend: true,
    });
  });

  it('nothing once paid or past the deadline, and nothing without the permission', () => {
    const none = { accept: false, extend: false };
    expect(transactionActions({ ...waiting, status: 'paid' }, () => true, now)).toEqual(none);
    expect(
      transactionActions({ ...waiting, waitUntil: '2026-11-25T11:59:00Z' }, () => true, now),
    ).toEqual(none);
    expect(transactionActions(waiting, () => false, now)).toEqual(none);
  });
});
