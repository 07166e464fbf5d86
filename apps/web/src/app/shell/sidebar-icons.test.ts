import { SIDEBAR_ICON_NAMES } from '@backoffice/contract';
import { IconHelp } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SIDEBAR_ICON, SIDEBAR_ICONS, sidebarIcon } from './sidebar-icons';

describe('sidebar icons', () => {
  it('maps every icon name of the contract to its own component', () => {
    for (const name of SIDEBAR_ICON_NAMES) {
      expect(sidebarIcon(name), name).toBe(SIDEBAR_ICONS[name]);
      expect(sidebarIcon(name), name).not.toBe(DEFAULT_SIDEBAR_ICON);
    }
    expect(sidebarIcon('IconHelp')).toBe(IconHelp);
  });

  it('falls back to the default icon for an unknown or inherited name', () => {
    expect(sidebarIcon('IconDoesNotExist')).toBe(DEFAULT_SIDEBAR_ICON);
    expect(sidebarIcon('toString')).toBe(DEFAULT_SIDEBAR_ICON);
  });
});
