import type { AgreementsCatalogue } from './pl';

export const en: AgreementsCatalogue = {
  agreements: {
    // a failed save keeps its own words (REQ-NOTIFY-2), not the shared toast's
    toast: { updateError: 'An error occurred while saving agreements' },
    list: {
      title: 'Agreements',
      create: 'Add agreement',
      searchPlaceholder: 'Agreement name…',
      notFound: 'No agreements found.',
      preview: 'Preview',
      previewOf: 'Preview of "{{name}}"',
      previewHint: 'This is how an investor sees it.',
      requiredMark: 'required',
    },
    fields: {
      type: 'Type',
      target: 'Target',
      active: 'Active',
      required: 'Required',
      position: 'Position',
      name: 'Name',
      content: 'Content',
      contentPl: 'Content (Polish)',
      contentEn: 'Content (English)',
      contentVersion: 'Version',
      typePlaceholder: 'Choose a type',
      targetPlaceholder: 'Choose a target',
    },
    form: {
      createTitle: 'New agreement',
      editTitle: 'Edit agreement',
      typeAndTarget: 'Choose the type and target of the agreement to save it.',
      versionNote:
        'Version {{version}}. Accepted by {{count}} people: changing the name or content starts a new version, and the accepted text stays as it was.',
    },
    delete: {
      message: 'Are you sure you want to delete the agreement "{{name}}"?',
    },
  },
};
