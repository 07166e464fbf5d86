import { Input } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export interface FieldGroupIds {
  labelId: string;
  descriptionId: string;
  errorId: string;
  /** the description and the error, when shown: for the control's `aria-describedby` */
  describedBy: string | undefined;
}

/** The ids that tie a composite field's control to its label, description and error. */
export function useFieldGroupIds(description: ReactNode, error: ReactNode): FieldGroupIds {
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const describedBy =
    [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') ||
    undefined;
  return { labelId, descriptionId, errorId, describedBy };
}

/**
 * The label, description and error of a field that is not one input (upload fields, the
 * rich-text editor): the label is a `div` named by `ids.labelId`, the error an alert.
 */
export function FieldWrapper({
  ids,
  label,
  required,
  description,
  error,
  children,
}: {
  ids: FieldGroupIds;
  label: ReactNode;
  required?: boolean;
  description?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      required={required}
      description={description}
      error={error}
      labelProps={{ id: ids.labelId }}
      descriptionProps={{ id: ids.descriptionId }}
      errorProps={{ id: ids.errorId, role: 'alert' }}
    >
      {children}
    </Input.Wrapper>
  );
}
