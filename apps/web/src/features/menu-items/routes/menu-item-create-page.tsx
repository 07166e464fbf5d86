import { MENU_ITEM_DEFAULTS, menuItemInputSchema } from '@backoffice/contract';
import { useTranslation } from 'react-i18next';
import { CreateForm } from '../../../shared/form/create-form';
import { usePermissions } from '../../../shared/permissions/use-permissions';
import { menuItemsApi } from '../api/menu-items-api';
import { useMenuTree } from '../api/get-menu-tree';
import { MenuItemFields, hasParentOrCodeName } from '../components/menu-item-fields';
import { MENU_ITEM_SCREEN_PERMISSIONS } from '../menu-item-screen-permissions';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';

/** `/menu/create` (`admin:menu:create`): create → `/menu/{id}`, create and back → `/menu`. */
export function MenuItemCreatePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('menuItems.form.createTitle'));
  const { can, isChecked } = usePermissions('menu', MENU_ITEM_SCREEN_PERMISSIONS);
  const tree = useMenuTree();
  const createMenuItem = menuItemsApi.useCreate();
  const readOnly = !can('admin:menu:create');
  return (
    <CreateForm
      title={t('menuItems.form.createTitle')}
      listPath="/menu"
      listTitle={t('menuItems.list.title')}
      schema={menuItemInputSchema}
      defaultValues={MENU_ITEM_DEFAULTS}
      onCreate={(values) => createMenuItem.mutateAsync(values)}
      readOnly={readOnly}
      busy={!isChecked}
      canSubmit={hasParentOrCodeName}
      submitBlockedHint={t('errors.PARENT_OR_CODE_NAME_REQUIRED')}
      messages={{ success: t('menuItems.toast.created'), error: t('menuItems.toast.createError') }}
    >
      {(form) => <MenuItemFields form={form} tree={tree.data} readOnly={readOnly} />}
    </CreateForm>
  );
}
