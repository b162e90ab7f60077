import { TimerSchedule as LiveTimerSchedule, type ScheduledTimer } from '../live/timers.js';

export interface RunningTimer extends ScheduledTimer {
  storyId: string;
}

/** The story timers this instance watches (the schedule is shared with the retro phase timers). */
export class TimerSchedule extends LiveTimerSchedule<RunningTimer> {}
