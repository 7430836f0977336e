// The product's validation messages (decision 014), the ones the server answers with: a form checked here
// says "This field may not be blank." as the server would, wherever its schema sets no message of its own.
// Loaded with the forms, not with every page (decision 091).
import '@ared/contract/messages';

export { zod4Resolver } from 'mantine-form-zod-resolver';
