import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { isGreetingPending, markSignedIn } from '../../shared/auth/sign-in-marker';
import { SPLASH_DURATION_MS, SplashScreen } from './splash-screen';

const SPLASH = { title: 'Witaj, Super Admin', message: 'Dziś przerwa o 18:00.' };

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
  markSignedIn();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SplashScreen', () => {
  it('greets as a status message, takes no focus, and hides itself after 3000 ms', () => {
    renderWithProviders(
      <>
        <input aria-label="field" autoFocus />
        <SplashScreen splash={SPLASH} />
      </>,
    );

    expect(screen.getByRole('status', { name: 'Witaj, Super Admin' })).toBeInTheDocument();
    expect(screen.getByText('Dziś przerwa o 18:00.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'field' })).toHaveFocus();

    act(() => void vi.advanceTimersByTime(SPLASH_DURATION_MS - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('hides on any click anywhere on the page', () => {
    renderWithProviders(
      <>
        <button type="button">elsewhere</button>
        <SplashScreen splash={SPLASH} />
      </>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows once per sign-in: not again after a reload or in another tab', () => {
    const first = renderWithProviders(<SplashScreen splash={SPLASH} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(isGreetingPending()).toBe(false);
    first.unmount();
    renderWithProviders(<SplashScreen splash={SPLASH} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    markSignedIn(); // the next sign-in greets again
    renderWithProviders(<SplashScreen splash={SPLASH} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('shows nothing for an empty splash', () => {
    renderWithProviders(<SplashScreen splash={{ title: '', message: '' }} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
