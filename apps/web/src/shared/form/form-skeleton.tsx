import { Paper, Skeleton, Stack, Title, type TitleOrder } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A form's placeholder while its record loads. */
export function FormSkeleton({
  title,
  titleOrder = 1,
}: {
  title: string;
  titleOrder?: TitleOrder;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('common.loading')}>
      <Title order={titleOrder}>{title}</Title>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="lg">
          {[0, 1, 2, 3].map((row) => (
            <Stack key={row} gap={6}>
              <Skeleton height={12} width={140} />
              <Skeleton height={36} />
            </Stack>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
