import { menuItemInputSchema } from '@backoffice/contract';
import { useTranslation } from 'react-i18next';
import { EditForm } from '../../../shared/form/edit-form';
import { useIdParam } from '../../../shared/navigation/use-id-param';
import { usePermissions } from '../../../shared/permissions/use-permissions';
import { useMenuItem } from '../api/get-menu-item';
import { useMenuTree } from '../api/get-menu-tree';
import { useUpdateMenuItem } from '../api/update-menu-item';
import {
  MenuItemFields,
  hasParentOrCodeName,
  toMenuItemInput,
} from '../components/menu-item-fields';
import { MENU_ITEM_PERMISSIONS } from '../menu-item-permissions';

/** `/menu/:id` (`admin:menu:get`): read-only without `admin:menu:edit` (`001 §2`). */
export function MenuItemEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const item = useMenuItem(id);
  const tree = useMenuTree();
  const updateMenuItem = useUpdateMenuItem(id);
  const { can, isChecked } = usePermissions('menu', MENU_ITEM_PERMISSIONS);
  const readOnly = !can('admin:menu:edit');
  return (
    <EditForm
      title={t('menuItems.form.editTitle')}
      listPath="/menu"
      query={item}
      schema={menuItemInputSchema}
      toValues={toMenuItemInput}
      onSave={(values, loaded) =>
        updateMenuItem.mutateAsync({ ...values, version: loaded.version })
      }
      readOnly={readOnly}
      busy={!isChecked}
      canSubmit={hasParentOrCodeName}
      submitBlockedHint={t('errors.PARENT_OR_CODE_NAME_REQUIRED')}
      messages={{ success: t('menuItems.toast.updated'), error: t('menuItems.toast.updateError') }}
    >
      {(form) => <MenuItemFields form={form} tree={tree.data} selfId={id} readOnly={readOnly} />}
    </EditForm>
  );
}
