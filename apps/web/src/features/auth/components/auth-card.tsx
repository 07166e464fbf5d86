import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../../shared/ui/language-switch';

export interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The sign-in screens' frame: a centred card with a title and subtitle, language switch on top. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Box
      component="main"
      mih="100dvh"
      bg="var(--mantine-color-gray-0)"
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <Group justify="flex-end" p="md">
        <LanguageSwitch />
      </Group>
      <Box
        px="md"
        pb="xl"
        style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
          <Stack gap={4} mb="lg">
            <Title order={1} fz="h2">
              {title}
            </Title>
            {subtitle ? (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
