import { offersPaths } from '@backoffice/contract';
import type { AgreementTypesAndTargets } from '@backoffice/contract/agreements';
import type {
  CreateOffer,
  Offer,
  OfferListItem,
  RevalidateResponse,
  UpdateOffer,
} from '@backoffice/contract/offers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createCrudResource } from '../../../shared/api/crud-resource';
import { request } from '../../../shared/api/request';

/** `/admin/offer` (REQ-OFFER-10). */
export const offersApi = createCrudResource<Offer, OfferListItem, CreateOffer['data'], UpdateOffer>(
  { path: offersPaths.api, key: 'offers', tag: 'offers' },
);

/** `POST /admin/offer/{id}/clone` → the new id. */
export function useCloneOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await request<{ id: number }>(`/admin/offer/${id}/clone`, { method: 'POST' })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['offers'] }),
  });
}

/** `POST /admin/revalidate/offers[/{id}]`: the public site rebuilds the offers' pages. */
export function useRevalidateOffers() {
  return useMutation({
    mutationFn: async (id?: number) =>
      (
        await request<RevalidateResponse>(
          id === undefined ? '/admin/revalidate/offers' : `/admin/revalidate/offers/${id}`,
          { method: 'POST' },
        )
      ).data,
  });
}

/**
 * `GET /admin/share/series` (the series area's): options for the series select. It may be
 * missing (404) on a server without the series area; the select then stays empty.
 */
export function useSeriesOptions() {
  return useQuery({
    queryKey: ['series', 'options'],
    queryFn: async ({ signal }) =>
      (await request<{ items: { id: number; name: string }[] }>('/admin/share/series', { signal }))
        .data.items,
    retry: false,
  });
}

/**
 * `GET /admin/agreements/typesAndTargets`: the agreement selects' value/label lists. Asked only
 * with `admin:agreement:list`: a 403 answer makes the shell re-check permissions, which kept the
 * editor of a viewer without it loading.
 */
export function useAgreementVocabulary(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['agreements', 'typesAndTargets'],
    queryFn: async ({ signal }) =>
      (await request<AgreementTypesAndTargets>('/admin/agreements/typesAndTargets', { signal }))
        .data,
    retry: false,
  });
}
