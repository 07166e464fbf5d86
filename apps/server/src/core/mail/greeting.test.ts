import { describe, expect, it } from 'vitest';
import { greeting, polishVocative } from './greeting.js';

describe('polishVocative (REQ-POLISH-3)', () => {
  it('puts a name ending in -a in the vocative with -o', () => {
    expect(polishVocative('Anna')).toBe('Anno');
    expect(polishVocative('Ewa')).toBe('Ewo');
    expect(polishVocative('Katarzyna')).toBe('Katarzyno');
    expect(polishVocative('Zofia')).toBe('Zofio');
    expect(polishVocative('Kuba')).toBe('Kubo');
  });

  it('gives the short -la names -lu', () => {
    expect(polishVocative('Ola')).toBe('Olu');
    expect(polishVocative('Ela')).toBe('Elu');
    // a longer one is an ordinary -a name
    expect(polishVocative('Urszula')).toBe('Urszulo');
  });

  it("takes a man's name from the table, and guesses none that is not there", () => {
    expect(polishVocative('Marek')).toBe('Marku');
    expect(polishVocative('Paweł')).toBe('Pawle');
    expect(polishVocative('Piotr')).toBe('Piotrze');
    expect(polishVocative('Jerzy')).toBe('Jerzy');
    expect(polishVocative('Bożydar')).toBeNull();
  });

  it('reads the name whatever its case, and leaves out what is not one word', () => {
    expect(polishVocative('  anna ')).toBe('Anno');
    expect(polishVocative('MAREK')).toBe('Marku');
    expect(polishVocative('Anna-Maria')).toBeNull();
    expect(polishVocative('Noemi')).toBeNull();
    expect(polishVocative('A')).toBeNull();
    expect(polishVocative('')).toBeNull();
  });
});

describe('greeting', () => {
  it('greets in the vocative with a comma, or neutrally, in Polish', () => {
    expect(greeting('Anna', 'pl')).toBe('Dzień dobry, Anno!');
    expect(greeting('Marek', 'pl')).toBe('Dzień dobry, Marku!');
    expect(greeting('Bożydar', 'pl')).toBe('Dzień dobry!');
    expect(greeting('', 'pl')).toBe('Dzień dobry!');
  });

  it('greets by the name as it is in English', () => {
    expect(greeting('Anna', 'en')).toBe('Hello Anna,');
    expect(greeting(' ', 'en')).toBe('Hello,');
  });
});
