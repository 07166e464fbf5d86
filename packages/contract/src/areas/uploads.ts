import { defineArea, type AreaPaths } from '../area.js';

export const uploadsPaths = {
  api: '/admin/common',
} as const satisfies AreaPaths;

/**
 * The two upload routes of REQ-FILES-1. They have no permissions of their own: each route accepts
 * the create or edit permission of any area that takes files (declared on the route).
 */
export const uploadsArea = defineArea({
  permissionArea: 'upload',
  paths: uploadsPaths,
  label: { pl: 'Pliki', en: 'Files' },
  actions: [],
  errors: {
    WRONG_IMAGE_TYPE: {
      pl: 'Nieprawidłowy typ lub rozmiar pliku. Akceptujemy popularne formaty obrazów, rozmiar obrazu nie może przekraczać 10 MB.',
      en: 'Wrong file type or size, we accept common image file types, image file size cannot exceed 10 MB',
    },
    WRONG_FILE_TYPE: {
      pl: 'Nieprawidłowy typ lub rozmiar pliku. Akceptujemy popularne formaty dokumentów i obrazów, rozmiar pliku nie może przekraczać 100 MB.',
      en: 'Wrong file type or size, we accept common document and image file types, file size cannot exceed 100 MB',
    },
    IMAGE_TOO_LARGE: {
      pl: 'Nieprawidłowy typ lub rozmiar pliku. Akceptujemy popularne formaty obrazów, rozmiar obrazu nie może przekraczać 10 MB.',
      en: 'Wrong file type or size, we accept common image file types, image file size cannot exceed 10 MB',
    },
    FILE_TOO_LARGE: {
      pl: 'Nieprawidłowy typ lub rozmiar pliku. Akceptujemy popularne formaty dokumentów i obrazów, rozmiar pliku nie może przekraczać 100 MB.',
      en: 'Wrong file type or size, we accept common document and image file types, file size cannot exceed 100 MB',
    },
    IMAGE_TOO_MANY_PIXELS: {
      pl: 'Obraz ma zbyt wiele pikseli (limit to 50 megapikseli).',
      en: 'The image has too many pixels (the limit is 50 megapixels).',
    },
    SVG_TOO_LARGE: {
      pl: 'Plik SVG musi mieć mniej niż 1 MB.',
      en: 'An SVG file must be under 1 MB.',
    },
    SVG_TOO_MANY_ELEMENTS: {
      pl: 'Plik SVG może mieć najwyżej 5000 elementów.',
      en: 'An SVG file can have at most 5,000 elements.',
    },
    SVG_TOO_COMPLEX: {
      pl: 'Plik SVG jest zbyt złożony, aby go sprawdzić. Uprość go lub zapisz jako PNG.',
      en: 'The SVG file is too complex to be checked. Simplify it or save it as PNG.',
    },
    JSON_UPLOAD_TOO_LARGE: {
      pl: 'Plik przesyłany jako JSON (base64) musi mieć mniej niż 10 MB. Większy plik prześlij jako multipart/form-data.',
      en: 'A file sent as JSON (base64) must be under 10 MB. Send a larger file as multipart/form-data.',
    },
    EMPTY_FILE: { pl: 'Plik jest pusty.', en: 'The file is empty.' },
    INVALID_BASE64: {
      pl: 'Zawartość pliku nie jest poprawnie zakodowana (base64).',
      en: 'The file content is not valid base64.',
    },
    FILE_NOT_FOUND: {
      pl: 'Nie znaleziono przesłanego pliku. Prześlij go ponownie.',
      en: 'The uploaded file was not found. Please upload it again.',
    },
    FILE_NAME_IS_REQUIRED: { pl: 'Nazwa pliku jest wymagana.', en: 'A file name is required.' },
    DISPLAY_NAME_IS_REQUIRED: {
      pl: 'Nazwa wyświetlana jest wymagana.',
      en: 'A display name is required.',
    },
  },
  group: 'content',
  sidebar: [],
  audit: [
    {
      entityType: 'file',
      name: { pl: 'Plik', en: 'File' },
      of: { pl: 'pliku', en: 'file' },
      writes: [],
      actions: {
        upload: { pl: 'Przesłanie pliku', en: 'File uploaded' },
        /** the unused-file cleanup (no actor: the system) */
        delete: { pl: 'Usunięcie nieużywanego pliku', en: 'Unused file removed' },
      },
    },
  ],
});
