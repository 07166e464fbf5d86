import { featuredOffersPaths, pathTo } from '@backoffice/contract';
import type { FeaturedOfferListItem } from '@backoffice/contract/featured-offers';
import { Code } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localized, useContentLanguage } from '../../../shared/format/translatable';
import { ListTable, type ListColumn } from '../../../shared/list-table/list-table';
import { areaColumns } from '../../../shared/list-table/area-columns';
import { useListUrlState } from '../../../shared/list-table/use-list-url-state';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { useCan } from '../../../shared/permissions/use-can';
import { featuredOffersApi } from '../api/featured-offers-api';

/**
 * `/featured-offers` (REQ-FEAT-1): name, title in the current language, how many
 * offers, an edit link with `admin:featured-offer:get`, and reload. No create or delete: the
 * groups are the public site's.
 */
export function FeaturedOfferListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('featuredOffers.list.title'));
  const language = useContentLanguage();
  const list = useListUrlState();
  const groups = featuredOffersApi.useList(list.apiQuery);
  const can = useCan();

  const column = areaColumns(t, 'featured-offer');

  const columns: ListColumn<FeaturedOfferListItem>[] = [
    {
      ...column('name'),
      sortKey: 'name',
      card: 'key',
      render: (group) => <Code>{group.name}</Code>,
    },
    {
      ...column('title'),
      sortKey: 'title',
      card: 'title',
      render: (group) => localized(group.title, language),
    },
    {
      ...column('offerCount'),
      render: (group) => group.offerCount,
    },
  ];

  return (
    <ListTable
      title={t('featuredOffers.list.title')}
      state={list}
      result={groups}
      columns={columns}
      rowKey={(group) => group.id}
      rowLabel={(group) => localized(group.title, language)}
      filters={{
        search: {
          label: t('list.search'),
          placeholder: t('featuredOffers.list.searchPlaceholder'),
        },
      }}
      editPath={
        can(featuredOffersPaths.routes.record.permission)
          ? (group) => pathTo(featuredOffersPaths.routes.record, group.id)
          : undefined
      }
      emptyMessage={t('featuredOffers.list.notFound')}
      exportPath={can('admin:featured-offer:export') ? featuredOffersPaths.api : undefined}
      listId="featured-offers"
    />
  );
}
