import { agreementsPaths } from '@backoffice/contract';
import type {
  Agreement,
  AgreementInput,
  AgreementTypesAndTargets,
  UpdateAgreement,
  UserAgreement,
} from '@backoffice/contract/agreements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createCrudResource } from '../../../shared/api/crud-resource';
import { request } from '../../../shared/api/request';

/**
 * `/admin/agreements` (REQ-AGR-6): create `{data}` → `{id}`; update with the loaded
 * `version` → the saved agreement (409 `AGREEMENT:STALE_WRITE`); an edited text of an answered
 * agreement comes back with the next `contentVersion`. A delete of an answered agreement is
 * refused (409 `CANT_DELETE_ENTITY_WITH_RELATIONS`).
 */
export const agreementsApi = createCrudResource<
  Agreement,
  Agreement,
  AgreementInput,
  UpdateAgreement
>({
  path: agreementsPaths.api,
  key: 'agreements',
  tag: 'agreement',
});

/** The server's types and targets as value/label pairs, labelled in the UI language. */
export function useTypesAndTargets() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery(
    queryOptions({
      queryKey: ['agreements', 'typesAndTargets', language] as const,
      queryFn: async ({ signal }) =>
        (await request<AgreementTypesAndTargets>('/admin/agreements/typesAndTargets', { signal }))
          .data,
      staleTime: Infinity,
    }),
  );
}

/** A value's label, or the value itself while the vocabulary loads. */
export function labelOf(pairs: { value: string; label: string }[] | undefined, value: string) {
  return pairs?.find((pair) => pair.value === value)?.label ?? value;
}

/** `GET /admin/user-agreement?userId=` (`admin:user:get-agreements`): the user's answers. */
export function useUserAgreements(userId: number) {
  return useQuery(
    queryOptions({
      queryKey: ['agreements', 'user', userId] as const,
      queryFn: async ({ signal }) =>
        (await request<UserAgreement[]>('/admin/user-agreement', { query: { userId }, signal }))
          .data,
      meta: { shows: ['agreement', 'user'] },
    }),
  );
}
