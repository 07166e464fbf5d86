import { featuredOffersPaths } from '@backoffice/contract';
import type {
  FeaturedOffer,
  FeaturedOfferListItem,
  FeaturedOfferOptions,
  UpdateFeaturedOffer,
} from '@backoffice/contract/featured-offers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { createCrudResource } from '../../../shared/api/crud-resource';
import { request } from '../../../shared/api/request';

/**
 * `/admin/featured-offer` (REQ-FEAT-4): list, one group, edit with the loaded
 * `version` (409 when stale). Groups are neither created nor deleted: the public site fixes them.
 */
export const featuredOffersApi = createCrudResource<
  FeaturedOffer,
  FeaturedOfferListItem,
  never,
  UpdateFeaturedOffer
>({
  path: featuredOffersPaths.api,
  key: 'featured-offers',
  tag: 'featured-offer',
});

/** Offers whose title or slug matches `search` (the server answers at most 20). */
export function useOfferOptions(search: string, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: ['featured-offers', 'offer-options', search] as const,
      queryFn: async ({ signal }) =>
        (
          await request<FeaturedOfferOptions>('/admin/featured-offer/offer-options', {
            query: search === '' ? {} : { search },
            signal,
          })
        ).data,
      placeholderData: keepPreviousData,
      meta: { shows: ['offer'] },
    }),
    enabled,
  });
}
