import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SPLASH_DURATION_MS, SplashScreen } from './splash-screen';

const SPLASH = { title: 'Witaj w panelu', message: 'Dziś przerwa o 18:00.' };

beforeEach(() => {
  vi.useFakeTimers();
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SplashScreen', () => {
  it('shows the title and message, and hides itself after 3000 ms', () => {
    renderWithProviders(<SplashScreen splash={SPLASH} />);

    expect(screen.getByRole('dialog', { name: 'Witaj w panelu' })).toBeInTheDocument();
    expect(screen.getByText('Dziś przerwa o 18:00.')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(SPLASH_DURATION_MS - 1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not show the same splash twice in one tab', () => {
    const first = renderWithProviders(<SplashScreen splash={SPLASH} />);
    first.unmount();
    renderWithProviders(<SplashScreen splash={SPLASH} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing for an empty splash', () => {
    renderWithProviders(<SplashScreen splash={{ title: '', message: '' }} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
