import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import './not-found-page.css';

/** Any unknown path (000 §2, 404 screen), for signed-in and signed-out visitors alike. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <main className="not-found-page" data-testid="not-found-page">
      <Result
        status="404"
        title="404"
        subTitle="Sorry, the page you visited does not exist."
        extra={
          <Button type="primary" onClick={() => void navigate('/')}>
            Back Home
          </Button>
        }
      />
    </main>
  );
}
