import { createContext, useContext } from 'react';
import { ServerErrorStore } from './server-error-store';

export interface FormFrameContextValue {
  /** Without the edit (or create) permission every field is disabled (REQ-ACCESS-5). */
  readOnly: boolean;
  serverErrors: ServerErrorStore;
}

const standalone: FormFrameContextValue = { readOnly: false, serverErrors: new ServerErrorStore() };

export const FormFrameContext = createContext<FormFrameContextValue>(standalone);

/** The form a field sits in; a field outside `CreateForm`/`EditForm` is editable, with no server errors. */
export function useFormFrame(): FormFrameContextValue {
  return useContext(FormFrameContext);
}
