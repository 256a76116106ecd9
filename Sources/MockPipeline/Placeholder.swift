import MockModel
