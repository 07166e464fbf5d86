import { Text, type TextProps } from '@mantine/core';

/**
 * An e-mail address in a narrow place (a table cell, a card): one line, cut with an ellipsis
 * when it does not fit, the whole address in its tooltip. Never broken at "@", where a reader
 * would take the two halves for two values.
 */
export function EmailText({ email, ...props }: { email: string } & TextProps) {
  return (
    <Text
      span
      size="sm"
      title={email}
      {...props}
      style={{
        display: 'inline-block',
        // a list with many columns may ask for less (`--email-text-max`, the users list)
        maxWidth: 'min(100%, var(--email-text-max, 36ch))',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        verticalAlign: 'bottom',
      }}
    >
      {email}
    </Text>
  );
}
