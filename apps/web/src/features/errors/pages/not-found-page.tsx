import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import notFoundStyles from './not-found-page.css?inline';
import { addScreenStyles } from '../../../shared/ui/screen-styles';

addScreenStyles('not-found', notFoundStyles);

/** Any unknown path (000 §2, 404 screen): on its own for visitors, inside the layout with a session. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <div className="centered-screen not-found-page" data-testid="not-found-page">
      <Result
        status="404"
        title="404"
        subTitle="Sorry, the page you visited does not exist."
        extra={
          <Button type="primary" onClick={() => void navigate(paths.home)}>
            Back Home
          </Button>
        }
      />
    </div>
  );
}
