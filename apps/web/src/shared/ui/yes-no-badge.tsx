import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A yes/no column (REQ-LIST-8: "active (yes/no)"). */
export function YesNoBadge({ value }: { value: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={value ? 'teal' : 'gray'} tt="none">
      {value ? t('common.yes') : t('common.no')}
    </Badge>
  );
}
