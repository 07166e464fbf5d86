import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';

export const SCHEME_ICONS = { light: IconSun, dark: IconMoon, auto: IconDeviceDesktop } as const;
