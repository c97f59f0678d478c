import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';

interface NotFoundAlertProps {
  /** e.g. 'Company not found'. */
  title: string;
  /** e.g. 'This company does not exist or was removed.' */
  message: string;
  back: { label: string; to: string };
}

/** A screen opened for something that does not exist: says so and leads back to its list. */
export function NotFoundAlert({ title, message, back }: NotFoundAlertProps) {
  return (
    <Alert color="yellow" title={title}>
      {message}{' '}
      <Anchor component={Link} to={back.to} inherit>
        {back.label}
      </Anchor>
    </Alert>
  );
}
