import { Typography, type BoxProps } from '@mantine/core';

/**
 * Rich HTML as the site shows it, read-only. Only for HTML the server answered: it sanitises
 * every rich-text field with its one allow-list (`core/rich-text.ts`) on save, and a user's
 * agreements again on the way out, so nothing here runs script.
 */
export function RichHtml({ html, ...props }: { html: string } & BoxProps) {
  return (
    <Typography {...props}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
