import type {
  StaticContentElement,
  StaticContentElementData,
} from '@backoffice/contract/static-content';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import { ImageField } from '../../../shared/form/image-field';
import { RichTextField } from '../../../shared/form/rich-text-field';
import { TextField } from '../../../shared/form/text-field';
import { TextareaField } from '../../../shared/form/textarea-field';

/** The editor's values: the fields of its type only (REQ-STATIC-2: the type decides the editor). */
export type ElementFormValues = StaticContentElementData;

export function toElementValues(element: StaticContentElement): ElementFormValues {
  switch (element.type) {
    case 'image':
      return { alt: element.alt };
    case 'text':
    case 'richText':
      return { content: element.content };
    case 'collection':
      return {};
  }
}

/** One of three editors by the element's type: text, image (with alt) or rich text. */
export function ElementFields({
  control,
  element,
}: {
  control: Control<ElementFormValues, unknown, ElementFormValues>;
  element: StaticContentElement;
}) {
  const { t } = useTranslation();
  const hint = (
    <Text size="sm" c="dimmed">
      {t('staticContent.fields.polishOnly')}
    </Text>
  );
  switch (element.type) {
    case 'text':
      return (
        <>
          {hint}
          <TextareaField
            control={control}
            name="content.pl"
            label={t('staticContent.fields.content')}
            lang="pl"
          />
        </>
      );
    case 'image':
      return (
        <>
          {hint}
          <ImageField
            control={control}
            name="image"
            current={element.image}
            label={t('staticContent.fields.image')}
            alt={element.alt.pl || element.name}
          />
          <TextField
            control={control}
            name="alt.pl"
            label={t('staticContent.fields.alt')}
            description={t('staticContent.fields.altHint')}
            lang="pl"
          />
        </>
      );
    case 'richText':
      return (
        <>
          {hint}
          <RichTextField
            control={control}
            name="content.pl"
            label={t('staticContent.fields.content')}
          />
        </>
      );
    case 'collection':
      return null;
  }
}
