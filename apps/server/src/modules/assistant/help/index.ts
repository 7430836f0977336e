// The help written for partners (docs/help) and its full-text search: the assistant's help-desk answers.
export { type HelpHit, searchHelp } from './search';
export { type HelpSection, helpSections } from './help-text';
