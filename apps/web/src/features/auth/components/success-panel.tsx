import { Alert, Button, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useInAppLink } from './in-app-link';

export interface SuccessPanelProps {
  title: string;
  message: string;
}

/** Replaces a sign-in form after success: the message and a back-to-login link. */
export function SuccessPanel({ title, message }: SuccessPanelProps) {
  const { t } = useTranslation();
  const pathLink = useInAppLink();
  return (
    <Stack>
      <Alert color="teal" variant="light" title={title} icon={<IconCircleCheck size={18} />}>
        {message}
      </Alert>
      <Button component="a" {...pathLink('/login')} variant="light" fullWidth>
        {t('auth.backToLogin')}
      </Button>
    </Stack>
  );
}
