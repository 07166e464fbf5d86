import { slidersPaths, pathTo } from '@backoffice/contract';
import type { Slider } from '@backoffice/contract/sliders';
import { useTranslation } from 'react-i18next';
import { localized, useContentLanguage } from '../../../shared/format/translatable';
import { ListTable, type ListColumn } from '../../../shared/list-table/list-table';
import { areaColumns } from '../../../shared/list-table/area-columns';
import { useResourceBulkActions } from '../../../shared/list-table/resource-bulk-actions';
import { useConfirmedDelete } from '../../../shared/list-table/use-confirmed-delete';
import { useListUrlState } from '../../../shared/list-table/use-list-url-state';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { useCan } from '../../../shared/permissions/use-can';
import { YesNoBadge } from '../../../shared/ui/yes-no-badge';
import { slidersApi } from '../api/sliders-api';
import { SliderThumbnail } from '../components/slider-thumbnail';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/**
 * `/slider` (REQ-SLIDER-1): thumbnail (96 × 64), position, name in the current language,
 * active, edit and remove with confirmation; sorting and filters; a failed load is a banner.
 */
export function SliderListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('sliders.list.title'));
  const language = useContentLanguage();
  const list = useListUrlState();
  const sliders = slidersApi.useList(list.apiQuery);
  const can = useCan();
  const deleteSlider = slidersApi.useDelete();
  const restoreSlider = slidersApi.useRestore();
  const confirmDelete = useConfirmedDelete({
    remove: (slider: Slider) => deleteSlider.mutateAsync(slider.id),
    undo: (slider) => restoreSlider.mutateAsync(slider.id),
    message: (slider) => t('sliders.delete.message', { name: localized(slider.name, language) }),
    messages: recordToasts(t, 'slider').delete,
  });
  const bulkActions = useResourceBulkActions<Slider>(slidersApi, {
    id: (slider) => slider.id,
    version: (slider) => slider.version,
    canDelete: can('admin:slider:delete'),
    flag: can('admin:slider:edit')
      ? { kind: 'active', isOn: (slider) => slider.active }
      : undefined,
  });

  const column = areaColumns(t, 'slider');

  const columns: ListColumn<Slider>[] = [
    {
      ...column('thumbnail'),
      width: 120,
      render: (slider) => (
        <SliderThumbnail image={slider.image} alt={localized(slider.name, language)} />
      ),
    },
    {
      ...column('position'),
      sortKey: 'position',
      card: 'key',
      width: 110,
      render: (slider) => slider.position,
    },
    {
      ...column('name'),
      sortKey: 'name',
      card: 'title',
      render: (slider) => localized(slider.name, language),
    },
    {
      ...column('active'),
      sortKey: 'active',
      card: 'key',
      width: 110,
      render: (slider) => <YesNoBadge value={slider.active} />,
    },
  ];

  return (
    <ListTable
      title={t('sliders.list.title')}
      state={list}
      result={sliders}
      columns={columns}
      rowKey={(slider) => slider.id}
      rowLabel={(slider) => localized(slider.name, language)}
      filters={{
        search: { label: t('list.search'), placeholder: t('sliders.list.searchPlaceholder') },
        active: { label: t('sliders.fields.active') },
      }}
      createPath={
        can(slidersPaths.routes.create.permission) ? slidersPaths.routes.create.path : undefined
      }
      createLabel={t('sliders.list.create')}
      editPath={
        can(slidersPaths.routes.record.permission)
          ? (slider) => pathTo(slidersPaths.routes.record, slider.id)
          : undefined
      }
      onDelete={can('admin:slider:delete') ? confirmDelete : undefined}
      bulkActions={bulkActions}
      emptyMessage={t('sliders.list.notFound')}
      exportPath={can('admin:slider:export') ? slidersPaths.api : undefined}
      listId="slider"
    />
  );
}
