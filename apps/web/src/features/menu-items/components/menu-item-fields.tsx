import { MENU_CODE_NAMES } from '@backoffice/contract';
import type {
  MenuItem,
  MenuItemInput,
  MenuTree,
  menuItemInputSchema,
} from '@backoffice/contract/menu-items';
import { Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { NumberField } from '../../../shared/form/number-field';
import { SelectField } from '../../../shared/form/select-field';
import { TranslatableField } from '../../../shared/form/translatable-field';
import type { EntityFormReturn } from '../../../shared/form/use-entity-form';
import { FieldLabels } from '../../../shared/form/field-labels';
import { localized, useContentLanguage } from '../../../shared/format/translatable';
import { flattenMenus, subtreeIds } from '../menu-tree';
import { SITE_PAGES } from '../site-pages';

/** What the form holds (the schema's input: parent and codeName may be left to their defaults). */
export type MenuItemFormValues = z.input<typeof menuItemInputSchema>;
export type MenuItemForm = EntityFormReturn<MenuItemFormValues, MenuItemInput>;

export function toMenuItemInput(item: MenuItem): MenuItemFormValues {
  return {
    parent: item.parent,
    codeName: item.codeName,
    position: item.position,
    label: item.label,
    url: item.url,
  };
}

/** REQ-MENU-3: save and create are disabled without a parent or a codeName. */
export function hasParentOrCodeName(values: MenuItemFormValues): boolean {
  return (values.parent ?? null) !== null || (values.codeName ?? null) !== null;
}

/** Fills both urls from a page of the public site; shows the page the urls currently point at. */
function PageHelper({ form, disabled }: { form: MenuItemForm; disabled: boolean }) {
  const { t } = useTranslation();
  const url = useWatch({ control: form.control, name: 'url' });
  const current = SITE_PAGES.find((page) => page.url.pl === url.pl && page.url.en === url.en);
  return (
    <Select
      label={t('menuItems.fields.pageHelper')}
      description={t('menuItems.fields.pageHelperHint')}
      placeholder={t('menuItems.fields.pageHelperPlaceholder')}
      data={SITE_PAGES.map((page) => ({
        value: page.key,
        label: t(`menuItems.pages.${page.key}`),
      }))}
      value={current?.key ?? null}
      disabled={disabled}
      clearable={false}
      onChange={(key) => {
        const page = SITE_PAGES.find((candidate) => candidate.key === key);
        if (!page) return;
        const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
        form.setValue('url.pl', page.url.pl, options);
        form.setValue('url.en', page.url.en, options);
      }}
    />
  );
}

export interface MenuItemFieldsProps {
  form: MenuItemForm;
  /** Both menus, for the parent select (undefined while loading). */
  tree: MenuTree | undefined;
  /** Edit: the item itself, which (with its subtree) cannot be its own parent. */
  selfId?: number;
  readOnly: boolean;
}

/**
 * REQ-MENU-2 form: position, parent, codeName (Header or Footer), a page helper that
 * fills the url, url and label per language. A parent and a codeName exclude each other.
 */
export function MenuItemFields({ form, tree, selfId, readOnly }: MenuItemFieldsProps) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const { control } = form;
  const excluded = tree && selfId !== undefined ? subtreeIds(tree, selfId) : new Set<number>();
  const flat = tree ? flattenMenus(tree) : [];
  const parentOptions = MENU_CODE_NAMES.map((menu) => ({
    group: t(`menuItems.codeNames.${menu}`),
    items: flat
      .filter((entry) => entry.menu === menu && !excluded.has(entry.node.id))
      .map((entry) => ({
        value: String(entry.node.id),
        label: `${'— '.repeat(entry.depth)}${localized(entry.node.label, language)}`,
      })),
  })).filter((group) => group.items.length > 0);
  const clearOptions = { shouldDirty: true } as const;

  return (
    <FieldLabels area="menuItems">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <NumberField
          control={control}
          name="position"
          description={t('menuItems.fields.positionHint')}
          required
          min={1}
        />
        <SelectField
          control={control}
          name="parent"
          valueType="number"
          description={t('menuItems.fields.parentHint')}
          placeholder={t('menuItems.fields.noParent')}
          data={parentOptions}
          searchable
          clearable
          nothingFoundMessage={t('menuItems.fields.noParentOptions')}
          onPick={(value) => {
            if (value !== null) form.setValue('codeName', null, clearOptions);
          }}
        />
        <SelectField
          control={control}
          name="codeName"
          description={t('menuItems.fields.codeNameHint')}
          placeholder={t('menuItems.fields.noCodeName')}
          data={MENU_CODE_NAMES.map((menu) => ({
            value: menu,
            label: t(`menuItems.codeNames.${menu}`),
          }))}
          clearable
          onPick={(value) => {
            if (value !== null) form.setValue('parent', null, clearOptions);
          }}
        />
      </SimpleGrid>
      <TranslatableField control={control} name="label" />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <PageHelper form={form} disabled={readOnly} />
      </SimpleGrid>
      <TranslatableField control={control} name="url" requiredLanguages={[]} />
    </FieldLabels>
  );
}
