/** The profile remote's texts (namespace `profile`), English. */
export const en = {
  page: {
    title: 'My profile',
    subtitle: 'Your personal information, {{name}}.',
  },
  personal: {
    title: 'Personal information',
    name: 'Full name',
    email: 'Email',
    emailNote: 'Email cannot be changed',
    noEmail: 'No email on this account',
    submit: 'Update Profile',
  },
  avatar: {
    alt: 'Profile picture of {{name}}',
    upload: 'Upload picture',
    selected: 'Selected: {{file}} ({{size}} KB)',
    hint: 'JPEG, PNG or WebP (also GIF, AVIF, TIFF, SVG). Maximum size: {{max}} MB.',
    invalidType: 'Invalid file type. Please select a JPEG, PNG, or WebP image',
    tooLarge: 'File is too large. Maximum size: {{max}} MB.',
    loadFailed: 'Failed to load profile image',
  },
  validation: {
    nameRequired: 'Name is required',
    nameMin_one: 'Name must be at least {{count}} character',
    nameMin_other: 'Name must be at least {{count}} characters',
    nameMax_one: 'Name must be at most {{count}} character',
    nameMax_other: 'Name must be at most {{count}} characters',
  },
  messages: {
    noChanges: 'No changes to save',
    updated: 'Profile updated successfully',
    updateFailed: 'Failed to update profile',
    notSignedIn: 'You must be logged in to update your profile',
    invalidResponse: 'Invalid response from server',
  },
  status: {
    title: 'Teaching status',
    description: 'Choose whether students can call you now.',
  },
};
