import { Input, Skeleton } from '@mantine/core';

/**
 * What a field draws while its code or texts load: its label and a block of its height, so
 * the form does not jump when it arrives.
 */
export function FieldSkeleton({
  label,
  required,
  height,
}: {
  label: string;
  required?: boolean | undefined;
  height: number;
}) {
  return (
    <Input.Wrapper label={label} labelElement="div" required={required}>
      <Skeleton mt={4} height={height} radius="sm" aria-hidden />
    </Input.Wrapper>
  );
}
