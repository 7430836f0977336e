import { describe, expect, it } from 'vitest';
import { accessLinkOf, ADD_ONS } from '../add-ons/add-on-catalog';
import {
  customMinutesError,
  dailyUsageChoice,
  dailyUsageMinutes,
  durationChoices,
  speedChangeSummary,
  speedError,
  speedValue,
} from './settings-rules';

const addOn = (name: string) => ADD_ONS.find((a) => a.name === name)!;

describe('the add-on page rules', () => {
  it('an access link only while active, only for add-ons that have a page, never for Camera System', () => {
    expect(accessLinkOf(addOn('Survey'), true, 'https://dash.example')).toBe('https://dash.example/surveys');
    expect(accessLinkOf(addOn('Queue System'), true, 'https://d.example')).toBe(
      'https://d.example/queue-system',
    );
    expect(accessLinkOf(addOn('HMS'), true, 'https://d.example')).toBe('https://d.example/hms');
    expect(accessLinkOf(addOn('Content'), true, 'https://d.example')).toBe('https://d.example/file-media');
    expect(accessLinkOf(addOn('Survey'), false, 'https://d.example')).toBeNull();
    expect(accessLinkOf(addOn('SMS Package'), true, 'https://d.example')).toBeNull();
    expect(accessLinkOf(addOn('Camera System'), true, 'https://d.example')).toBeNull();
  });

  it("durations: 'unlimited' for SMS only; 'custom' needs whole minutes within the maximum", () => {
    expect(durationChoices('sms')).toContain('unlimited');
    expect(durationChoices('auto-connect')).not.toContain('unlimited');
    expect(customMinutesError('custom', '', 1440)).toBe('Define the custom duration in minutes');
    expect(customMinutesError('custom', 0, 1440)).toBe('Define the custom duration in minutes');
    expect(customMinutesError('custom', 1441, 1440)).toBe('Define the custom duration in minutes');
    expect(customMinutesError('custom', 90, 1440)).toBeNull();
    expect(customMinutesError('2_hours', '', 1440)).toBeNull();
  });

  it('the Auto-Connect daily time: minutes shown as the named duration they equal, else custom', () => {
    expect(dailyUsageChoice(null)).toEqual({ choice: '24_hours', custom: '' });
    expect(dailyUsageChoice(300)).toEqual({ choice: '5_hours', custom: '' });
    expect(dailyUsageChoice(45)).toEqual({ choice: 'custom', custom: 45 });
    expect(dailyUsageMinutes('10_hours', '')).toBe(600);
    expect(dailyUsageMinutes('custom', 45)).toBe(45);
  });

  it('speeds: empty is unlimited; ≥ 0, at most 4294.9, steps of 0.1', () => {
    expect(speedError('')).toBeNull();
    expect(speedValue('')).toBeNull();
    expect(speedError(-1)).toMatch(/0 or more/);
    expect(speedError(5000)).toBe('At most 4294.9 Mbps.');
    expect(speedError(1.25)).toBe('Enter the speed in steps of 0.1 Mbps.');
    expect(speedError(0.1 + 0.2)).toBeNull();
    expect(speedValue(0.1 + 0.2)).toBe(0.3);
  });

  it('says what the boxes answered, and no more', () => {
    expect(speedChangeSummary({ sessions: 0, acknowledged: 0, refused: 0, unanswered: 0 })).toBe(
      'No guest is online now: the new limits apply from their next login.',
    );
    expect(speedChangeSummary({ sessions: 1, acknowledged: 1, refused: 0, unanswered: 0 })).toBe(
      'Sent to 1 live session: 1 box applied the new limits.',
    );
    expect(speedChangeSummary({ sessions: 7, acknowledged: 1, refused: 2, unanswered: 1 })).toBe(
      "Sent to 7 live sessions: 1 box applied the new limits; 2 boxes refused — those guests keep the old limit until their next login; 1 box did not answer — they may keep the old limit until the guest's next login.",
    );
  });
});
