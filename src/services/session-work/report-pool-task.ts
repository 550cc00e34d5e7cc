/** Entry of the report PDF in a work-pool thread (piscina calls the default export once per task). */
import { performReport, type ReportOutcome, type ReportTask } from './report-task.ts';

export default function report(task: ReportTask): Promise<ReportOutcome> {
  return performReport(task);
}
