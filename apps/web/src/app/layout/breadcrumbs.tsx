import { Breadcrumb } from 'antd';
import { Link, useMatches } from 'react-router';
import { routeHandle } from '../route-handle';

/** Page names of the current route chain (000 §2, Layout); item pages give their item's name. */
export function Breadcrumbs() {
  const matches = useMatches();
  const crumbs = matches.flatMap((match) => {
    const { crumb } = routeHandle(match);
    if (crumb === undefined) return [];
    return [{ key: match.id, path: match.pathname, label: typeof crumb === 'function' ? crumb(match) : crumb }];
  });
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumb
      data-testid="breadcrumbs"
      items={crumbs.map((crumb, index) => ({
        key: crumb.key,
        title: index < crumbs.length - 1 ? <Link to={crumb.path}>{crumb.label}</Link> : crumb.label,
      }))}
    />
  );
}
