// Form parts the shell and the remotes share. Formik is a federated singleton, so a shared
// field always finds the form of whichever app renders it.
export { FormFailure } from './form-failure';
export { FormTextField, type FormTextFieldProps } from './form-text-field';
