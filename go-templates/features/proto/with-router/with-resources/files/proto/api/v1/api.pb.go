{{@slot:proto.api-go}}
