import Skeleton from '@mui/material/Skeleton';
import { REFERENCE_RESOURCES, type TReferenceResourceName, type TResourceDescriptor } from '@frs/contract';
import { useQuery } from '@tanstack/react-query';
import { referenceItemQuery } from '../../lib/reference-api';

/** A record of a reference resource shown by its label ("EVN · Yerevan"), read once and cached per id. */
export function ReferenceLabel({ resource, id }: { resource: TReferenceResourceName; id: number }) {
  const descriptor: TResourceDescriptor = REFERENCE_RESOURCES[resource];
  const record = useQuery(referenceItemQuery(descriptor, id));
  if (record.data) return <>{descriptor.toLabel(record.data)}</>;
  if (record.isError) return <>#{id}</>;
  return <Skeleton width={80} />;
}
