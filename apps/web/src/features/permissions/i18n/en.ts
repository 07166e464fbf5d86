import type { PermissionsCatalogue } from './pl';

export const en: PermissionsCatalogue = {
  permissions: {
    list: {
      title: 'Permissions',
      create: 'Add permission',
      searchPlaceholder: 'Name or description…',
      notFound: 'No permissions found.',
      builtIn: 'built-in',
    },
    fields: {
      name: 'Name',
      nameHint: 'As admin:area:action, e.g. admin:reports:export.',
      namePlaceholder: 'admin:area:action',
      builtInName: 'A built-in permission: its name cannot change, the system uses it.',
      description: 'Description',
    },
    form: {
      createTitle: 'New permission',
      editTitle: 'Edit permission',
    },
    delete: {
      message: 'Are you sure you want to delete the permission “{{name}}”?',
    },
  },
};
