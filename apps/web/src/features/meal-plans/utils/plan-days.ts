import { addDays, daysBetween, localDate } from "@nutriguia/domain/calc";

const WEEKDAY = new Intl.DateTimeFormat("pt-BR", { weekday: "long", timeZone: "UTC" });

/** A plan's day on the calendar: day 1 is the day the plan was made (decision 108), in São Paulo time. */
export type TPlanDate = { date: string; weekday: string; short: string; today: boolean };

export function planDayDate(createdAt: string, day: number, today = localDate()): TPlanDate {
  const date = addDays(localDate(new Date(createdAt)), day - 1);
  const name = WEEKDAY.format(new Date(`${date}T12:00:00Z`));
  const [, month, dayOfMonth] = date.split("-");
  return { date, weekday: name.charAt(0).toUpperCase() + name.slice(1), short: `${dayOfMonth}/${month}`, today: date === today };
}

/** The day a plan opens on: today's, when the plan covers today; otherwise its first. */
export function openingDay(createdAt: string, dayCount: number, today = localDate()): number {
  const day = daysBetween(localDate(new Date(createdAt)), today) + 1;
  return day >= 1 && day <= dayCount ? day : 1;
}
