import type { RolesCatalogue } from './pl';

export const en: RolesCatalogue = {
  roles: {
    list: {
      title: 'Roles',
      create: 'Add role',
      searchPlaceholder: 'Role name or description…',
      notFound: 'No roles found.',
    },
    fields: {
      id: 'ID',
      name: 'Name',
      description: 'Description',
    },
    form: {
      createTitle: 'New role',
      editTitle: 'Edit role',
    },
    delete: {
      message: 'Are you sure you want to delete the role “{{name}}”?',
    },
    users: {
      title: 'Users with this role',
      description: 'A role can only be given to accounts with admin access.',
      available: 'Admin accounts',
      assigned: 'Hold this role',
      emptyAvailable: 'No other admin accounts.',
      emptyAssigned: 'Nobody holds this role yet.',
      searchPlaceholder: 'Last name, first name or email…',
      view: 'View account',
    },
    permissions: {
      title: 'Role permissions',
      description: "Hover over a name to see the permission's description.",
      implied:
        "An action's permission also adds its screen's view and list (e.g. accepting orders adds viewing and listing orders).",
      available: 'Available permissions',
      assigned: 'Role permissions',
      emptyAvailable: 'The role already has every permission.',
      emptyAssigned: 'The role has no permissions yet.',
      searchPlaceholder: 'e.g. admin:faq',
    },
    assignments: {
      title: "The role's users and permissions",
      immediate:
        'Changes in this section apply at once, when you click an arrow: no need to press "Save".',
    },
    toast: {
      permissionAdded: 'Successfully added the permission to the role',
      permissionRemoved: 'Successfully removed the permission from the role',
      permissionAddError: 'Error adding the permission to the role',
      permissionRemoveError: 'Error removing the permission from the role',
      userAdded: 'Successfully assigned the role to the user',
      userRemoved: 'Successfully removed the role from the user',
      userAddError: 'Error assigning the role to the user',
      userRemoveError: 'Error removing the role from the user',
    },
  },
};
