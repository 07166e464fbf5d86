import { staticContentElementDataSchema } from '@backoffice/contract/static-content';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EditForm } from '../../../shared/form/edit-form';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { Navigate } from 'react-router';
import { useIdParam } from '../../../shared/navigation/use-id-param';
import { useCan } from '../../../shared/permissions/use-can';
import { useStaticContentElement, useUpdateStaticContentElement } from '../api/static-content-api';
import { ElementFields, toElementValues } from '../components/element-fields';
import { StaticContentTrail, parentPathOf } from '../components/static-content-trail';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/**
 * `/static-content/element/:elementId` (`admin:static-content:get`): breadcrumbs, go back (to
 * the parent collection, else the list), reload, and save and save and back with the edit
 * permission; read-only without it.
 */
export function ElementPage() {
  const { t } = useTranslation();
  const id = useIdParam('elementId');
  const element = useStaticContentElement(id);
  const update = useUpdateStaticContentElement(id);
  const can = useCan();
  const name = element.data?.name;
  useDocumentTitle(name ?? t('staticContent.list.title'));
  const path = element.data?.path ?? [];
  // a collection's id in this URL (a hand-typed or old link): its own page lists what it holds
  if (element.data?.type === 'collection') return <Navigate to={`/static-content/${id}`} replace />;
  return (
    <Stack gap="md">
      <StaticContentTrail path={path} current={name} />
      <EditForm
        title={t('staticContent.form.editTitle', { name: name ?? '' })}
        listPath={parentPathOf(path)}
        listTitle={null}
        query={element}
        schema={staticContentElementDataSchema}
        toValues={toElementValues}
        onSave={(data, loaded) => update.mutateAsync({ data, version: loaded.version })}
        readOnly={!can('admin:static-content:edit')}
        messages={recordToasts(t, 'static-content').update}
      >
        {(form, loaded) => <ElementFields control={form.control} element={loaded} />}
      </EditForm>
    </Stack>
  );
}
