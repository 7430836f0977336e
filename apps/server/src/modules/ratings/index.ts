// What other modules may use of the ratings module (decision 015).
export { recordRating } from './record';
export { ratingAnalytics } from './ratings';
