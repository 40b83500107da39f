import { Button } from '@easel/ui';
import './pager.css';

interface PagerProps {
  page: number;
  total: number;
  pageSize: number;
  /** what is paged, for the navigation's name: "Order pages" */
  label: string;
  onPage: (page: number) => void;
}

/** Previous, "Page n of m", Next under an admin list; nothing when it fits on one page. */
export function Pager({ page, total, pageSize, label, onPage }: PagerProps) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <nav className="adm-pager" aria-label={label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page} of {pages}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
