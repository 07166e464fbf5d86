import type { MenuItemsCatalogue } from './pl';

export const en: MenuItemsCatalogue = {
  menuItems: {
    list: {
      title: 'Menu',
      create: 'Add item',
      view: 'View',
      treeView: 'Tree',
      listView: 'List',
      emptyMenu: 'This menu has no items yet.',
      searchPlaceholder: 'Label or address…',
      notFound: 'No menu items found.',
    },
    codeNames: {
      header: 'Header',
      footer: 'Footer',
    },
    fields: {
      position: 'Position',
      positionHint: 'The order within the menu or under the parent.',
      parent: 'Parent item',
      parentHint: 'For a sub-item: the item it appears under.',
      noParent: 'None (top-level item)',
      noParentOptions: 'No matching items',
      codeName: 'Menu',
      codeNameHint: 'For a top-level item: the site header or footer.',
      noCodeName: 'Choose a menu',
      label: 'Label',
      url: 'URL',
      pageHelper: 'Site page',
      pageHelperHint: 'Pick one to fill in its address in both languages.',
      pageHelperPlaceholder: 'Choose a page…',
    },
    pages: {
      home: 'Home',
      offers: 'Offers',
      blog: 'Blog',
      faq: 'FAQ',
      contact: 'Contact',
      terms: 'Terms of service',
      privacy: 'Privacy policy',
    },
    form: {
      createTitle: 'New menu item',
      editTitle: 'Edit menu item',
    },
    delete: {
      message: 'Are you sure you want to delete the menu item "{{label}}"?',
      messageWithChildren:
        'Are you sure you want to delete the menu item "{{label}}"? Sub-items (at every level) deleted with it: {{count}}.',
    },
  },
};
