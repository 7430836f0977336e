import type { TRating } from '@ared/contract/ratings';
import type { DataTableColumn } from '../../../components/data-table/types';
import { TruncatedText } from '../../../components/data-table/truncated-text';
import { formatListDateTime } from '../../../lib/format';
import { ANALYTICS_TEXTS } from '../texts';
import { RatingStars } from './rating-stars';

const C = ANALYTICS_TEXTS.feedback.columns;

/** The Feedback table (part 2 §2): Rating as stars, Comment ('—' when the guest left none), Created At. */
export const ratingsColumns: DataTableColumn<TRating>[] = [
  { id: 'rating', header: C.rating, render: (r) => <RatingStars stars={r.rating} />, width: 140 },
  {
    id: 'comment',
    header: C.comment,
    render: (r) => (r.comment.trim() ? <TruncatedText maw={420}>{r.comment}</TruncatedText> : '—'),
  },
  { id: 'created', header: C.created, render: (r) => formatListDateTime(r.created) },
];
