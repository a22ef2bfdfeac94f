import { useReportNotFound } from '../hooks/useReportNotFound';

/** An unknown path inside this remote: reported to the shell, nothing rendered here. */
export default function NotFound() {
  useReportNotFound();
  return null;
}
