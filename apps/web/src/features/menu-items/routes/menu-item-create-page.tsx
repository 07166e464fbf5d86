import { MENU_ITEM_DEFAULTS, menuItemInputSchema } from '@backoffice/contract/menu-items';
import { useTranslation } from 'react-i18next';
import { CreateForm } from '../../../shared/form/create-form';
import { useCan } from '../../../shared/permissions/use-can';
import { menuItemsApi } from '../api/menu-items-api';
import { useMenuTree } from '../api/get-menu-tree';
import { MenuItemFields, hasParentOrCodeName } from '../components/menu-item-fields';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/** `/menu/create` (`admin:menu:create`): create → `/menu/{id}`, create and back → `/menu`. */
export function MenuItemCreatePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('menuItems.form.createTitle'));
  const can = useCan();
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
      canSubmit={hasParentOrCodeName}
      submitBlockedHint={t('errors.PARENT_OR_CODE_NAME_REQUIRED')}
      messages={recordToasts(t, 'menu-item').create}
    >
      {(form) => <MenuItemFields form={form} tree={tree.data} readOnly={readOnly} />}
    </CreateForm>
  );
}
