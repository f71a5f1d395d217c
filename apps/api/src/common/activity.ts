/** One line of the admin console's recent activity: what kind of event, a summary, and when. */
export interface Activity {
  kind: string;
  text: string;
  at: Date;
}
