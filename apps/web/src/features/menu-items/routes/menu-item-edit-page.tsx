import { menuItemInputSchema } from '@backoffice/contract/menu-items';
import { useTranslation } from 'react-i18next';
import { EditForm } from '../../../shared/form/edit-form';
import { useIdParam } from '../../../shared/navigation/use-id-param';
import { useCan } from '../../../shared/permissions/use-can';
import { useMenuTree } from '../api/get-menu-tree';
import { menuItemsApi } from '../api/menu-items-api';
import {
  MenuItemFields,
  hasParentOrCodeName,
  toMenuItemInput,
} from '../components/menu-item-fields';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/** `/menu/:id` (`admin:menu:get`): read-only without `admin:menu:edit` (REQ-ACCESS-5). */
export function MenuItemEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const item = menuItemsApi.useOne(id);
  const tree = useMenuTree();
  const updateMenuItem = menuItemsApi.useUpdate(id);
  const can = useCan();
  const readOnly = !can('admin:menu:edit');
  return (
    <EditForm
      title={t('menuItems.form.editTitle')}
      listPath="/menu"
      listTitle={t('menuItems.list.title')}
      query={item}
      schema={menuItemInputSchema}
      toValues={toMenuItemInput}
      onSave={(values, loaded) =>
        updateMenuItem.mutateAsync({ ...values, version: loaded.version })
      }
      readOnly={readOnly}
      canSubmit={hasParentOrCodeName}
      submitBlockedHint={t('errors.PARENT_OR_CODE_NAME_REQUIRED')}
      messages={recordToasts(t, 'menu-item').update}
    >
      {(form) => <MenuItemFields form={form} tree={tree.data} selfId={id} readOnly={readOnly} />}
    </EditForm>
  );
}
