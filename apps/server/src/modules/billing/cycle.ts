import { addDays } from '../../lib/calendar';

/**
 * The billing calendar. A cycle is 30 days (the dashboard shows cycles as today to today+29); its billing
 * opens on its first day and is due a week later. Reminders go two days before the due date and the day
 * after it; an SME with auto_suspend is suspended when a billing is more than five days late (day 6).
 */
export const CYCLE_DAYS = 30;
export const PAYMENT_TERM_DAYS = 7;
export const REMIND_DAYS_BEFORE_DUE = 2;
export const SUSPEND_AFTER_DAYS_LATE = 5;
/** Overdue reminders are not sent for debts older than this (a first run on old data stays quiet). */
export const OVERDUE_REMINDER_WINDOW_DAYS = 30;

export type Cycle = { startDate: string; endDate: string; dueDate: string };

export function cycleStartingOn(startDate: string): Cycle {
  return {
    startDate,
    endDate: addDays(startDate, CYCLE_DAYS - 1),
    dueDate: addDays(startDate, PAYMENT_TERM_DAYS),
  };
}

/** A billing is overdue the day after its due date, and "five days late" from the sixth day on. */
export const lateSinceCutoff = (today: string): string => addDays(today, -SUSPEND_AFTER_DAYS_LATE);

/** Amount after a percentage discount, in whole francs (RWF has no minor unit in use). */
export const discounted = (amount: number, percentage: number): number =>
  Math.round((amount * (100 - percentage)) / 100);

/** A plan price in USD, billed in RWF. */
export const planAmountRwf = (usdPrice: number, usdToRwf: number): number => Math.round(usdPrice * usdToRwf);
