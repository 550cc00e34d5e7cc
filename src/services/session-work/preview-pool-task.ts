/** Entry of a preview in a work-pool thread (piscina calls the default export once per task). */
import { performPreview, type PreviewContent, type PreviewTask } from './preview-task.ts';

export default function preview(task: PreviewTask): Promise<PreviewContent> {
  return performPreview(task);
}
